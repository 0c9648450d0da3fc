# tests/ut/ir/transforms/test_materialize_valid_shape_symbols.py::test_kernel_without_unbindable_symbol_is_untouched (hand-written)
import pypto.language as pl

Q = pl.dynamic("Q")
BLK = pl.dynamic("BLK")


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        sij: pl.Tensor[[Q, BLK], pl.FP32],
        valid_len: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[Q, BLK], pl.FP32]],
    ) -> pl.Tensor[[Q, BLK], pl.FP32]:
        t = pl.load(sij, [0, 0], [16, 128], valid_shape=[16, valid_len])
        return pl.store(t, [0, 0], out)
