// Tests for stream: see the file header once written.
#include <gtest/gtest.h>
