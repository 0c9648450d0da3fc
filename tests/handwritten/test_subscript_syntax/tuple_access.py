# tests/ut/language/parser/test_subscript_syntax.py::TestTupleSubscript::test_tuple_subscript_still_works (hand-written)
import pypto.language as pl


@pl.function
def tuple_access(
    x: pl.Tensor[[64], pl.FP32],
) -> pl.Tensor[[1], pl.FP32]:
    init: pl.Tensor[[1], pl.FP32] = pl.create_tensor([1], dtype=pl.FP32)
    for i, (acc,) in pl.range(64, init_values=(init,)):
        elem: pl.Tensor[[1], pl.FP32] = pl.slice(x, [1], [i])
        new_acc: pl.Tensor[[1], pl.FP32] = pl.add(acc, elem)
        acc_out: pl.Tensor[[1], pl.FP32] = pl.yield_(new_acc)
    return acc_out
