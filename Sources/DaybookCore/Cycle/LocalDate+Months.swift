extension LocalDate {
    /// The same day `months` calendar months away, moved back to the month's last day when it
    /// has no such day (Aug 31 − 6 months = Feb 28/29).
    func addingMonths(_ months: Int) -> LocalDate {
        let index = year * 12 + (month - 1) + months
        let newYear = index / 12
        let newMonth = index % 12 + 1
        let newDay = min(day, LocalDate.daysIn(month: newMonth, year: newYear))
        // Only fails outside the supported years; then about 30.4 days per month is close enough.
        return (try? LocalDate(year: newYear, month: newMonth, day: newDay)) ?? adding(days: months * 30)
    }
}
