internal import CICUShim

/// One open ICU resource (`ures_*`: a data table such as `metadata`, or one of its members),
/// closed when the value ends: the only owner of its handle, so a walk over ICU's tables
/// neither leaks a member it opened nor closes one twice, whichever way it leaves.
///
/// Only for ICU's own data read directly (`ures_openDirect`, no locale fallback): the alias
/// tables, CLDR's parent locales, the plural rules' locale table.
struct ICUResource: ~Copyable {
    private let handle: OpaquePointer

    /// Takes ownership of what an `ures_*` call returned: closed even when ICU reported a
    /// failure with it, which is then thrown.
    private init(_ function: String, context: String, _ open: (inout ICUStatus) -> OpaquePointer?) throws(ICUError) {
        var status = ICUStatus.zero
        let handle = open(&status)
        if let handle, !status.isFailure {
            self.handle = handle
            return
        }
        cicu_ures_close(handle)
        throw ICUError(function: function, status: status.isFailure ? status : .internalProgramError, context: context)
    }

    deinit { cicu_ures_close(handle) }

    /// ICU's data table `name` (`metadata`, `supplementalData`, `plurals`).
    ///
    /// - Throws: ``ICUError`` when ICU has no such table.
    init(data name: String) throws(ICUError) {
        try self.init("ures_openDirect", context: name) { cicu_ures_openDirect(nil, name, &$0.rawValue) }
    }

    /// The member of this table named `key`.
    ///
    /// - Throws: ``ICUError`` when there is none.
    func member(_ key: String) throws(ICUError) -> ICUResource {
        try ICUResource("ures_getByKey", context: key) { cicu_ures_getByKey(handle, key, nil, &$0.rawValue) }
    }

    /// The number of members or elements.
    var count: Int32 { cicu_ures_getSize(handle) }

    /// Whether this is a table (members by key) rather than an array or a string.
    var isTable: Bool { cicu_ures_isTable(handle) }

    /// This resource's key in its table, if it has one.
    var key: String? { cicu_ures_getKey(handle).map { String(cString: $0) } }

    /// Calls `body` with each member or element in order; one ICU cannot open is skipped.
    func forEach(_ body: (borrowing ICUResource) -> Void) {
        for index in 0..<count {
            guard let element = try? ICUResource("ures_getByIndex", context: "", { cicu_ures_getByIndex(handle, index, nil, &$0.rawValue) })
            else { continue }
            body(element)
        }
    }

    /// The string member named `key`, or `nil` when there is none.
    func string(_ key: String) -> String? {
        var length: Int32 = 0
        var status = ICUStatus.zero
        guard let text = cicu_ures_getStringByKey(handle, key, &length, &status.rawValue), !status.isFailure else { return nil }
        return String(decoding: UnsafeBufferPointer(start: text, count: Int(length)), as: UTF16.self)
    }

    /// The strings of an array (a string alone counts as an array of one); elements that are
    /// not strings are skipped.
    var strings: [String] {
        (0..<count).compactMap { index in
            var length: Int32 = 0
            var status = ICUStatus.zero
            guard let text = cicu_ures_getStringByIndex(handle, index, &length, &status.rawValue), !status.isFailure else {
                return nil
            }
            return String(decoding: UnsafeBufferPointer(start: text, count: Int(length)), as: UTF16.self)
        }
    }
}
