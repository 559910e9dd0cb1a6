#include "report/fails_groups.h"

#include "report/baseline.h"

#include <fstream>

namespace vktexel {
namespace {

std::string after(const std::string& body, const char* key) {
  std::string v = body.substr(std::string(key).size());
  v.erase(0, v.find_first_not_of(' '));
  return v;
}

}  // namespace

std::vector<FailsGroup> readFailsGroups(const std::string& dir, const std::string& file) {
  std::vector<FailsGroup> groups;
  if (dir.empty()) return groups;
  const std::string path = dir + "/" + file;
  std::ifstream in(path);
  bool inComment = false;
  size_t number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    const std::string text = baselineLineText(line);
    if (text.empty()) continue;
    const std::string where = path + ":" + std::to_string(number);
    if (text[0] == '#') {
      if (!inComment) groups.push_back(FailsGroup{where, "", "", {}, {}});  // a new block starts a group
      inComment = true;
      std::string body = text.substr(1);
      body.erase(0, body.find_first_not_of(' '));
      FailsGroup& g = groups.back();
      if (body.rfind("cause:", 0) == 0) {
        g.cause = after(body, "cause:");
        continue;
      }
      if (body.rfind("match:", 0) == 0) g.matches.push_back({after(body, "match:"), where});
      if (!body.empty()) g.comment += (g.comment.empty() ? "" : " ") + body;
      continue;
    }
    inComment = false;
    if (groups.empty()) groups.push_back(FailsGroup{where, "", "", {}, {}});
    groups.back().entries.push_back(text);
  }
  return groups;
}

}  // namespace vktexel
