# tests/ut/language/parser/test_error_cases.py::TestErrorCases::test_iter_arg_init_values_mismatch (rejected by the reference parser)
import pypto.language as pl


@pl.function
def mismatch(n: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
    init1: pl.Tensor[[1], pl.INT32] = pl.create([1], dtype=pl.INT32)
    init2: pl.Tensor[[1], pl.INT32] = pl.create([1], dtype=pl.INT32)

    # 3 iter_args but only 2 init_values
    for i, (v1, v2, v3) in pl.range(5, init_values=[init1, init2]):
        out1, out2, out3 = pl.yield_(v1, v2, v3)

    return out1
