import DaybookCore
import Foundation
import Vapor

extension Request {
    /// The JSON answer of this read of `reader`'s data as kept since the owner's last write, or the
    /// one `make` encodes, kept for next time. The key is the path with its query and what the reader
    /// may see.
    func keptAnswer(of reader: DataReader, _ make: () async throws -> Data) async throws -> Response {
        let cache = application.daybook.answers
        let owner = reader.owner
        var headers = HTTPHeaders()
        headers.contentType = .json
        guard cache.capacity > 0, let revision = owner.account.revision else {
            return Response(status: .ok, headers: headers, body: .init(data: try await make()))
        }
        let version = AnswerCache.Version(revision: revision, today: owner.person.day(of: clock.now()))
        let seen = reader.categories.count == ShareCategory.allCases.count
            ? "all" : reader.categories.map(\.rawValue).sorted().joined(separator: ",")
        let key = url.path + "?" + (url.query ?? "") + " " + seen
        if let kept = cache.answer(key, of: owner.id, at: version) {
            return Response(status: .ok, headers: headers, body: .init(buffer: kept))
        }
        let answer = ByteBuffer(data: try await make())
        cache.keep(answer, as: key, of: owner.id, at: version)
        return Response(status: .ok, headers: headers, body: .init(buffer: answer))
    }
}
