# tests/ut/language/parser/test_error_wrapping.py::TestBackendCheckMessageSanitized::test_cpp_check_error_does_not_leak_check_failed_tail (rejected by the reference parser)
import pypto.language as pl
from pypto.language.op import tensor_ops as _dsl_tensor


@pl.function
def bad(
    t1: pl.Tensor[[64, 64], pl.FP16],
    t2: pl.Tensor[[64, 64], pl.FP32],
    out: pl.Tensor[[64, 64], pl.FP32],
) -> pl.Tensor[[64, 64], pl.FP32]:
    a: pl.Tile[[64, 64], pl.FP16] = pl.tile.load(t1, offsets=[0, 0], shapes=[64, 64])
    b: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(t2, offsets=[0, 0], shapes=[64, 64])
    c: pl.Tile[[64, 64], pl.FP32] = pl.tile.matmul(a, b)
    result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(c, offsets=[0, 0], output_tensor=out)
    return result
