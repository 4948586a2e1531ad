extension TimelineJSDocument {
    /// A labelled span under the events. TimelineJS refuses an era without both dates and shows
    /// only its headline; the text is kept all the same.
    public struct Era: Sendable, Hashable, Codable {
        public var startDate: DateParts?
        public var endDate: DateParts?
        public var text: Text?

        enum CodingKeys: String, CodingKey { case startDate = "start_date", endDate = "end_date", text }

        public init(startDate: DateParts? = nil, endDate: DateParts? = nil, text: Text? = nil) {
            self.startDate = startDate
            self.endDate = endDate
            self.text = text
        }
    }
}
