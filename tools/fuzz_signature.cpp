#include "fuzz_signature.h"

#include "report/case_parameters.h"

#include "model/formats.h"

#include <algorithm>
#include <cctype>

namespace vktexel::tools {

std::string ruleOf(const CaseResult& r) {
  std::string rule = r.message.substr(0, r.message.find(':'));
  if (!r.failures.empty()) {  // the bracket that closes last, and the one that opens it
    const std::string& e = r.failures.front().expected;
    const size_t close = e.rfind(']');
    size_t open = close, depth = 0;
    while (close != std::string::npos && open-- > 0) {
      if (e[open] == ']') ++depth;
      if (e[open] == '[' && depth-- == 0) break;
    }
    rule = close == std::string::npos || open == std::string::npos ? e : e.substr(open + 1, close - open - 1);
  }
  // Up to its state, and its first candidate ("level 0; level 1" names the levels a Lod allows).
  rule = rule.substr(0, std::min(rule.find(" with "), rule.find(';')));
  // Each number as N: decimal runs with their sign, and hex codes ("stored 0x3e4c1a0b") whole.
  std::string out;
  for (size_t i = 0; i < rule.size();) {
    const auto hex = [&](size_t k) {
      return k < rule.size() && std::isxdigit(static_cast<unsigned char>(rule[k]));
    };
    if (rule.compare(i, 2, "0x") == 0 && hex(i + 2)) {
      for (i += 2; hex(i); ++i) {
      }
      out += 'N';
    } else if (rule[i] == '-' && i + 1 < rule.size() &&
               std::isdigit(static_cast<unsigned char>(rule[i + 1]))) {
      ++i;  // a sign: (-1, 5) and (1, 5) read alike
    } else if (std::isdigit(static_cast<unsigned char>(rule[i]))) {
      while (i < rule.size() && std::isdigit(static_cast<unsigned char>(rule[i]))) ++i;
      out += 'N';
    } else {
      out += rule[i++];
    }
  }
  return out;
}

std::string signatureOf(const CaseSpec& c, const CaseResult& r) {
  std::string s = caseFamily(c.name);
  const model::FormatInfo& f = model::formatInfo(c.image.format);
  s += std::string(" ") + model::toString(c.view.type) + " " + model::toString(f.components[0].cls);
  if (c.view.withSampler)
    s += std::string(" ") + model::toString(c.view.sampler.magFilter) + "/" +
         model::toString(c.view.sampler.minFilter) + "/mip_" + model::toString(c.view.sampler.mipmapMode);
  return s + ": " + toString(r.outcome) + " " + ruleOf(r);
}

}  // namespace vktexel::tools
