// Tests for game: see the file header once written.
#include <gtest/gtest.h>
