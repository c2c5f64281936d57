//===- RecordSites.h - A run's sites as report records ---------------------===//
#ifndef WARPAGG_RECORDSITES_H
#define WARPAGG_RECORDSITES_H

#include "warpagg/Site.h"
#include "warpagg/report/Report.h"
#include "warpagg/report/ReportRecord.h"
#include <vector>

namespace warpagg {

/// What the reports show of each of \p Sites, its place, lines and fix
/// resolved against its file's text in \p Files (a site whose file is not
/// there gets its line and column only, and no lines or fix).
std::vector<SiteRecord> recordSites(const std::vector<Site> &Sites,
                                    const ReportedFiles &Files);

} // namespace warpagg

#endif
