# tests/ut/language/parser/test_error_wrapping.py::TestTypeMismatchReassignment::test_reassign_inferred_matmul_valid_shape_survives_ssa (hand-written)
import pypto.language as pl
from pypto.language.op import tensor_ops as _dsl_tensor


@pl.program
class Program:
    @pl.function
    def main(self, a: pl.Tensor[[32, 128], pl.FP16], b: pl.Tensor[[128, 32], pl.FP16]):
        acc = pl.create_tensor([32, 32], dtype=pl.FP32)
        av = pl.slice(a, [32, 128], [0, 0], valid_shape=[17, 128])
        bv = pl.slice(b, [128, 32], [0, 0], valid_shape=[128, 24])
        acc = pl.matmul(av, bv, out_dtype=pl.FP32)
        return acc
