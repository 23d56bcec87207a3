import Foundation
import FuzzTargets

// Usage: FuzzReplay TARGET PATH...
//        FuzzReplay --list
//
// Runs every file named, and every file in each folder named (in name order), through the fuzz
// target TARGET once, as libFuzzer runs its corpus before it mutates anything. Each input's path
// goes to standard error before the input runs, so when a check stops the process the last path
// printed is the input that stopped it. Prints "TARGET: N inputs" when all have run. `--list`
// prints the targets' names, one a line.
let arguments = CommandLine.arguments.dropFirst()
if arguments == ["--list"] {
    print(FuzzTarget.allCases.map(\.rawValue).joined(separator: "\n"))
    exit(0)
}
guard let name = arguments.first, let target = FuzzTarget(rawValue: name), arguments.count > 1 else {
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
    FileHandle.standardError.write(Data("usage: FuzzReplay \(names) PATH...\n".utf8))
    exit(2)
}

var inputs: [String] = []
for path in arguments.dropFirst() {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        FileHandle.standardError.write(Data("FuzzReplay: error: \(path): no such file or folder\n".utf8))
        exit(2)
    }
    if isFolder.boolValue {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            FileHandle.standardError.write(Data("FuzzReplay: error: \(path): cannot list the folder\n".utf8))
            exit(2)
        }
        inputs += names.sorted().map { (path as NSString).appendingPathComponent($0) }
    } else {
        inputs.append(path)
    }
}

for path in inputs {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("FuzzReplay: error: \(path): cannot read it\n".utf8))
        exit(2)
    }
    FileHandle.standardError.write(Data("input: \(path)\n".utf8))
    target.run(ArraySlice(data))
}
print("\(name): \(inputs.count) inputs")
