// What a probe aims at ("x = width", "texel (3,0)"), as text shared by every probe that says the
// same: the whole suite's 5.1 million probes hold 8,495 distinct labels, so a probe keeps a
// pointer to one interned copy, not a string of its own (a quarter of a probe's bytes, and
// every probe vector trivially copyable).
#pragma once

#include <ostream>
#include <string>
#include <string_view>

namespace vktexel {

class ProbeLabel {
 public:
  ProbeLabel();
  // Labels are written as text, so strings convert; a string_view does not, or every
  // `view == "literal"` beside this header would be ambiguous with the comparisons below.
  explicit ProbeLabel(std::string_view text);
  ProbeLabel(const char* text) : ProbeLabel(std::string_view(text)) {}  // NOLINT(google-explicit-constructor)
  ProbeLabel(const std::string& text)
      : ProbeLabel(std::string_view(text)) {}  // NOLINT(google-explicit-constructor)

  const std::string& str() const { return *text_; }
  operator const std::string&() const { return *text_; }  // NOLINT(google-explicit-constructor)
  const char* c_str() const { return text_->c_str(); }
  bool empty() const { return text_->empty(); }
  ProbeLabel& operator+=(std::string_view more);  // interns the longer text

 private:
  const std::string* text_;  // interned: lives as long as the process
};

inline bool operator==(const ProbeLabel& a, const ProbeLabel& b) {
  return a.str() == b.str();
}
inline bool operator!=(const ProbeLabel& a, const ProbeLabel& b) {
  return !(a == b);
}
// Against text, without interning it (a forked worker then never takes the pools' lock).
inline bool operator==(const ProbeLabel& a, const char* b) {
  return a.str() == b;
}
inline bool operator==(const ProbeLabel& a, const std::string& b) {
  return a.str() == b;
}
inline bool operator!=(const ProbeLabel& a, const char* b) {
  return !(a == b);
}
inline bool operator!=(const ProbeLabel& a, const std::string& b) {
  return !(a == b);
}
inline std::string operator+(const std::string& a, const ProbeLabel& b) {
  return a + b.str();
}
inline std::string operator+(const ProbeLabel& a, const std::string& b) {
  return a.str() + b;
}
inline std::string operator+(const char* a, const ProbeLabel& b) {
  return a + b.str();
}
inline std::string operator+(const ProbeLabel& a, const char* b) {
  return a.str() + b;
}
inline std::ostream& operator<<(std::ostream& out, const ProbeLabel& l) {
  return out << l.str();
}

}  // namespace vktexel
