import Foundation
import CFuzzerDriver

/// Starts libFuzzer with the process's arguments and `callback` as `LLVMFuzzerTestOneInput`.
/// Each harness's main.swift ends with this call (see CFuzzerDriver.h for why main is ours).
public enum FuzzDriver {
    public static func run(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
    }
}
