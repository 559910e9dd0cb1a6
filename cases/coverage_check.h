// The consistency of the clause table (clauses.h) with the cases that carry its IDs, as a pure
// function so that a unit test can feed it wrong tables and see each fault reported.
#pragma once

#include "clauses.h"
#include "run/case.h"

#include <string>
#include <vector>

namespace vktexel::cases {

struct RowCoverage {
  const Clause* row;
  size_t carrying = 0;  // cases whose clauses name the row's ID
  size_t claimed = 0;   // cases that one of the row's claims matches
};

struct CoverageCheck {
  std::vector<RowCoverage> rows;  // in table order
  // IDs that cases carry but no row has, each with its number of cases.
  std::vector<std::pair<std::string, size_t>> unknownIds;
  // One line per fault: a claim that matches no case or a case without the ID, a covered row
  // without claims, a row with cases that still says why it has none, a row with neither, an
  // unknown ID.
  std::vector<std::string> problems;
};

CoverageCheck checkCoverage(const std::vector<Clause>& clauses, const std::vector<CaseSpec>& cases);

}  // namespace vktexel::cases
