# ptoc: opt --passes=materialize_valid_shape_symbols
# The reference's test_materialize_valid_shape_symbols.py: a valid_shape
# built from a scalar parameter, and one whose symbols are physical dims of
# the parameter, are bound already: the program is left as it is.
import pypto.language as pl

Q = pl.dynamic("Q")
BLK = pl.dynamic("BLK")


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def scalar_bound(
        self,
        sij: pl.Tensor[[Q, BLK], pl.FP32],
        valid_len: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[Q, BLK], pl.FP32]],
    ) -> pl.Tensor[[Q, BLK], pl.FP32]:
        t = pl.load(sij, [0, 0], [16, 128], valid_shape=[16, valid_len])
        return pl.store(t, [0, 0], out)

    @pl.function(type=pl.FunctionType.InCore)
    def physical_dims(
        self,
        sij: pl.Tensor[[Q, BLK], pl.FP32, pl.TensorView(valid_shape=[Q, BLK], layout=pl.TensorLayout.ND)],
        out: pl.Out[pl.Tensor[[Q, BLK], pl.FP32]],
    ) -> pl.Tensor[[Q, BLK], pl.FP32]:
        t = pl.load(sij, [0, 0], [16, 128], target_memory=pl.MemorySpace.Vec)
        return pl.store(t, [0, 0], out)
