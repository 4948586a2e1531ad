/// The key to `CycleSignsChart`: each mark drawn as the chart draws it, small, with the words the page
/// gives it. A doctor reading a printed chart has no tooltip to ask.
public enum CycleSignsLegend {
    public enum Mark: String, CaseIterable, Sendable {
        case temperature, leftOut, coverLine, mucus, lh, fertile, period, ovulation
    }

    /// The mark as a 22 × 14 image, coloured by the same classes as the chart's.
    public static func svg(_ mark: Mark) -> String {
        let shape: String
        switch mark {
        case .temperature:
            shape = "<line class=\"dbc-series\" x1=\"1\" y1=\"10\" x2=\"21\" y2=\"4\" stroke=\"currentColor\" stroke-width=\"1.5\"/><circle class=\"dbc-point\" cx=\"11\" cy=\"7\" r=\"3\" fill=\"currentColor\"/>"
        case .leftOut:
            shape = "<circle class=\"dbc-point dbc-excluded\" cx=\"11\" cy=\"7\" r=\"3\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\"/>"
        case .coverLine:
            shape = "<line class=\"dbc-cover-line\" x1=\"1\" y1=\"7\" x2=\"21\" y2=\"7\" stroke=\"currentColor\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/>"
        case .mucus:
            shape = "<circle class=\"dbc-mucus\" cx=\"5\" cy=\"7\" r=\"3.5\" fill=\"currentColor\" fill-opacity=\"0\" stroke=\"currentColor\" stroke-width=\"1\"/><circle class=\"dbc-mucus\" cx=\"16\" cy=\"7\" r=\"3.5\" fill=\"currentColor\" fill-opacity=\"1\" stroke=\"currentColor\" stroke-width=\"1\"/>"
        case .lh:
            shape = "<path class=\"dbc-lh\" d=\"M7 3 L15 3 L11 10 Z\" fill=\"currentColor\"/>"
        case .fertile:
            shape = "<rect class=\"dbc-fertile\" x=\"1\" y=\"1\" width=\"20\" height=\"12\" fill=\"currentColor\" fill-opacity=\"0.25\"/>"
        case .period:
            shape = "<rect class=\"dbc-period\" x=\"1\" y=\"8\" width=\"20\" height=\"5\" fill=\"currentColor\"/>"
        case .ovulation:
            shape = "<line class=\"dbc-ovulation\" x1=\"11\" y1=\"1\" x2=\"11\" y2=\"13\" stroke=\"currentColor\" stroke-width=\"2\" stroke-dasharray=\"2 3\"/>"
        }
        return "<svg class=\"dbc-key\" viewBox=\"0 0 22 14\" width=\"22\" height=\"14\" aria-hidden=\"true\" focusable=\"false\">\(shape)</svg>"
    }
}
