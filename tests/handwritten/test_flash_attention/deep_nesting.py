# tests/ut/language/parser/test_flash_attention.py::TestParserRobustness::test_deep_nesting (hand-written)
import pypto.language as pl


@pl.function
def deep_nesting(n: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[64], pl.FP32]:
    init: pl.Tensor[[64], pl.FP32] = pl.create([64], dtype=pl.FP32)

    for i, (v1,) in pl.range(2, init_values=[init]):
        for j, (v2,) in pl.range(2, init_values=[v1]):
            if i == 0:
                if j == 0:
                    inner: pl.Tensor[[64], pl.FP32] = pl.mul(v2, 2.0)
                    ir: pl.Tensor[[64], pl.FP32] = pl.yield_(inner)
                else:
                    ir: pl.Tensor[[64], pl.FP32] = pl.yield_(v2)
                or_: pl.Tensor[[64], pl.FP32] = pl.yield_(ir)
            else:
                or_: pl.Tensor[[64], pl.FP32] = pl.yield_(v2)

            jr = pl.yield_(or_)

        ir_out = pl.yield_(jr)

    return ir_out
