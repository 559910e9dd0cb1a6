// The weight spans of a repro's case_data.h (model/span_search.h): per alternative its span, as
// exact data the repro program hands to the same decision vktexel makes.
#pragma once

#include "model/expectation.h"

#include <cstddef>
#include <string>

namespace vktexel {

class ReproSpans {
 public:
  // After each alternative's four checks, in order.
  void add(const model::VecCheck& alternative);
  // The declarations (types) and the arrays (kAlternativeSpans, kSpans, kSpanCorners).
  static std::string types();
  std::string arrays() const;

 private:
  std::string alternatives_, spans_, corners_;
  size_t alternativeCount_ = 0, spanCount_ = 0, cornerCount_ = 0;
};

}  // namespace vktexel
