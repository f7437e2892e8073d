// Tests for framer: see the file header once written.
#include <gtest/gtest.h>
