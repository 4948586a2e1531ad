import NIOConcurrencyHelpers
import NIOCore

/// Sits first in the listening socket's pipeline and sees every accepted connection before the HTTP
/// server does: past `cap` open connections it stops accepting (the kernel holds, then drops, the
/// rest: they are refused, and the process never runs out of open files); a connection from an address
/// that holds its share already is closed at once; and a connection that sends nothing within
/// `firstByteWithin` is closed, so idle sockets cannot pile up.
final class ConnectionGuard: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = any Channel
    typealias InboundOut = any Channel

    let cap: Int
    let limits: ConnectionLimits
    /// Whether an address speaks for many clients (a trusted proxy): it is held to no share.
    let isExempt: @Sendable (String) -> Bool

    private struct State {
        var open = 0
        var byAddress: [String: Int] = [:]
        var accepting = true
        var refused = 0
    }

    private let state = NIOLockedValueBox(State())
    /// The listening channel, to resume accepting from a connection's event loop.
    private let server: NIOLockedValueBox<(any Channel)?> = NIOLockedValueBox(nil)

    init(cap: Int, limits: ConnectionLimits, isExempt: @escaping @Sendable (String) -> Bool) {
        self.cap = cap
        self.limits = limits
        self.isExempt = isExempt
    }

    /// Connections open now, and those refused since start.
    var counts: (open: Int, refused: Int) {
        state.withLockedValue { ($0.open, $0.refused) }
    }

    func handlerAdded(context: ChannelHandlerContext) {
        server.withLockedValue { $0 = context.channel }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let child = unwrapInboundIn(data)
        let address = child.remoteAddress?.ipAddress ?? "unknown"
        let exempt = isExempt(address)
        let admitted = state.withLockedValue { state -> Bool in
            guard state.open < cap, exempt || state.byAddress[address, default: 0] < limits.perAddress else {
                state.refused += 1
                return false
            }
            state.open += 1
            if !exempt { state.byAddress[address, default: 0] += 1 }
            if state.open >= cap { state.accepting = false }
            return true
        }
        // The server registers the connection on its own event loop; what is scheduled there after this runs after that.
        context.fireChannelRead(data)
        guard admitted else {
            child.eventLoop.execute { child.close(promise: nil) }
            return
        }
        if !state.withLockedValue(\.accepting) {
            context.channel.setOption(ChannelOptions.autoRead, value: false).whenFailure { _ in }
        }
        child.closeFuture.whenComplete { [weak self] _ in self?.closed(address: address, exempt: exempt) }
        let within = limits.firstByteWithin
        child.eventLoop.execute {
            try? child.pipeline.syncOperations.addHandler(FirstByteDeadline(within: within), position: .first)
        }
    }

    private func closed(address: String, exempt: Bool) {
        let resume = state.withLockedValue { state -> Bool in
            state.open -= 1
            if !exempt {
                let left = state.byAddress[address, default: 1] - 1
                state.byAddress[address] = left > 0 ? left : nil
            }
            // A little below the cap, so that accepting does not flap on and off with every close.
            guard !state.accepting, state.open < cap - max(1, cap / 20) else { return false }
            state.accepting = true
            return true
        }
        guard resume, let server = server.withLockedValue({ $0 }) else { return }
        server.eventLoop.execute {
            server.setOption(ChannelOptions.autoRead, value: true).whenSuccess { server.read() }
        }
    }
}

/// Closes a connection that has sent no byte within its time; steps aside at its first byte.
final class FirstByteDeadline: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    let within: Duration
    private var timer: Scheduled<Void>?

    init(within: Duration) {
        self.within = within
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let channel = context.channel
        let nanoseconds = within.components.seconds * 1_000_000_000 + within.components.attoseconds / 1_000_000_000
        timer = context.eventLoop.scheduleTask(in: .nanoseconds(nanoseconds)) { channel.close(promise: nil) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        timer?.cancel()
        timer = nil
        context.fireChannelRead(data)
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }
}
