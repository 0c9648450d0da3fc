# tests/ut/language/parser/test_control_flow.py::TestIfStatements::test_if_yield_type_annotation_preserved (hand-written)
import pypto.language as pl


@pl.function
def if_with_annotated_yield(n: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[64, 128], pl.FP32]:
    init: pl.Tensor[[64, 128], pl.FP32] = pl.create_tensor([64, 128], dtype=pl.FP32)

    for i, (acc,) in pl.range(5, init_values=(init,)):
        if i == 0:
            out_c: pl.Tensor[[64, 128], pl.FP32] = pl.mul(acc, 2.0)
            val: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out_c)
        else:
            val: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(acc)

        result = pl.yield_(val)

    return result
