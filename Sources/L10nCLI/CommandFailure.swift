import ArgumentParser
import Foundation
import L10nICU

/// Turns a library error into the CLI contract: one `l10n: error: …` line on stderr, exit 2.
enum CommandFailure {
    static let badInputExitCode = ExitCode(2)

    /// Runs `body`; on a thrown error prints it and exits with code 2.
    static func reporting<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let exit as ExitCode {
            throw exit
        } catch {
            printError(message(for: error))
            throw badInputExitCode
        }
    }

    static func message(for error: any Error) -> String {
        String(describing: error)
    }

    static func printError(_ message: String) {
        let line = "l10n: error: " + message.replacingNewlines() + "\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}

extension String {
    /// Errors must stay on one line even when they quote input that contains newlines.
    func replacingNewlines() -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
