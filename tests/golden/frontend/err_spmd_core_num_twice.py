# ptoc: parse
# tests/ut/language/parser (for-spmd tests)::test_for_spmd_rejects_duplicate_core_num: core_num given positionally and as a keyword
import pypto.language as pl


@pl.function
def bad(a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    for i in pl.spmd(4, core_num=4):
        _ = i
    return a
