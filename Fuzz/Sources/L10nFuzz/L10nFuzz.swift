import FuzzTargets

#if canImport(Glibc)
import Glibc
#endif

/// The target this process fuzzes: `L10N_FUZZ_TARGET` names it (scripts/fuzz sets it for each
/// run), read once before the first input.
private let target: FuzzTarget = {
    let name = getenv("L10N_FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        fatalError("L10N_FUZZ_TARGET is '\(name)'; it must name one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: " "))")
    }
    return target
}()

/// libFuzzer's entry point: one input, given to the chosen target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    target.run(data.map { ArraySlice(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
