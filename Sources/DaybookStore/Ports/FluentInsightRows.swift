import DaybookCore
import DaybookApp
import Foundation

extension InsightQueries: InsightRows {
    public func daily(_ aggregate: DaybookApp.DailyAggregate, from: LocalDate, to: LocalDate) async throws -> [DatedValue] {
        switch aggregate {
        case .stressMean: try await daily(InsightQueries.DailyAggregate.stressMean, from: from, to: to)
        case .insulinSum: try await daily(InsightQueries.DailyAggregate.insulinSum, from: from, to: to)
        }
    }
}
