import FuzzSupport

/// Property-list reader target: any bytes, read as a property list and then as a `.stringsdict`.
/// The XML and binary targets run the same code from different seed corpora, so each fuzzer
/// mutates real files of its own format.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    FuzzTables.readPropertyList(input.rest())
    return 0
}
