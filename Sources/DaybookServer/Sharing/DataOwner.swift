import DaybookApp
import DaybookCore
import Foundation
import Vapor

/// Whose data a read shows: the caller's own, or with `?owner={userId}` an owner who granted the
/// caller read access. The one place that decides it, so every route answers the same way.
struct DataReader {
    /// The owner, shaped like the logged-in user so the loaders need not know about sharing.
    let owner: CurrentUser
    /// What the caller may see of it: everything of their own, else the granted categories.
    let categories: Set<ShareCategory>

    func sees(_ category: ShareCategory) -> Bool { categories.contains(category) }
}

extension Request {
    /// The owner whose `category` this request reads. Anything not granted (no grant, another
    /// category, revoked, an unknown owner) is a 404 that gives no hint; never a 403 on reads.
    func dataOwner(for category: ShareCategory) async throws -> CurrentUser {
        let reader = try await dataReader()
        guard reader.sees(category) else { throw APIError.notFound() }
        return reader.owner
    }

    /// The owner this request reads and every category it may see (pages that mix categories,
    /// such as a day or the calendar, show only the granted parts).
    func dataReader() async throws -> DataReader {
        storage[OwnerQueryReadKey.self] = true
        let user = try currentUser()
        guard let ownerID = try requestedOwner(), ownerID != user.id else {
            return DataReader(owner: user, categories: Set(ShareCategory.allCases))
        }
        guard let reader = try await grantedReader(of: ownerID, for: user) else { throw APIError.notFound() }
        return reader
    }

    /// The owner of a row the caller found by id but does not own, if a live grant of `category`
    /// lets the caller read it.
    func grantedOwner(_ ownerID: UUID, for category: ShareCategory) async throws -> CurrentUser? {
        let user = try currentUser()
        guard let reader = try await grantedReader(of: ownerID, for: user), reader.sees(category) else { return nil }
        return reader.owner
    }

    /// `?owner=` on a write that is not the caller's own id: grantees only read.
    func refuseWriteForAnotherOwner() throws {
        guard method != .GET, method != .HEAD, let user = auth.get(CurrentUser.self),
              let ownerID = try requestedOwner(), ownerID != user.id
        else { return }
        throw APIError.forbidden
    }

    /// After a read: a `?owner=` naming someone else that the route never looked at would show the
    /// caller's own data as if it were the owner's. Such a route shares nothing, so it is a 404.
    func refuseUnreadOwnerQuery() throws {
        guard method == .GET || method == .HEAD, storage[OwnerQueryReadKey.self] == nil,
              let text = query[String.self, at: "owner"], let user = auth.get(CurrentUser.self),
              UUID(uuidString: text) != user.id
        else { return }
        throw APIError.notFound()
    }

    private func requestedOwner() throws -> UUID? {
        guard let text = query[String.self, at: "owner"] else { return nil }
        guard let id = UUID(uuidString: text) else { throw APIError.invalid("owner", .userID) }
        return id
    }

    /// Looks the grant up on every request, so a revoke takes effect on the next one.
    private func grantedReader(of ownerID: UUID, for user: CurrentUser) async throws -> DataReader? {
        guard let grant = try await SharedAccess.grant(from: ownerID, to: user.id, useCases) else { return nil }
        return DataReader(owner: CurrentUser(account: grant.owner, tokenID: nil), categories: grant.categories)
    }
}

/// Set once a route has asked whose data it reads (`dataReader()`).
private struct OwnerQueryReadKey: StorageKey {
    typealias Value = Bool
}
