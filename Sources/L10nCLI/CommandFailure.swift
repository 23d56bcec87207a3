import ArgumentParser
import Foundation
import L10n
import L10nICU

/// Turns a library error into the CLI contract: one `l10n: error: …` line on stderr, exit 2
/// for bad input, 1 for a request that ran and found a problem in the resources.
enum CommandFailure {
    static let badInputExitCode = ExitCode(2)
    static let failedRequestExitCode = ExitCode(1)

    /// Runs `body`; on a thrown error prints it and exits with ``exitCode(for:)``.
    static func reporting<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let exit as ExitCode {
            throw exit
        } catch {
            printError(message(for: error))
            throw exitCode(for: error)
        }
    }

    /// 1 when the request was right and the resources could not answer it (a plural with
    /// neither the chosen variant nor `other`); 2 for anything the caller gave wrong or an
    /// unreadable file.
    static func exitCode(for error: any Error) -> ExitCode {
        if let localization = error as? LocalizationError, case .missingVariant = localization.reason {
            return failedRequestExitCode
        }
        return badInputExitCode
    }

    static func message(for error: any Error) -> String {
        String(describing: error)
    }

    static func printError(_ message: String) {
        let line = "l10n: error: " + message.replacingNewlines() + "\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// One `l10n: …` line on stderr that is not an error (a summary, what was left out).
    static func printNote(_ message: String) {
        let line = "l10n: " + message.replacingNewlines() + "\n"
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
