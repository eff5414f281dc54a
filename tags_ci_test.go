//go:build ci

package main

func init() { testBuildTags = "ci" }
