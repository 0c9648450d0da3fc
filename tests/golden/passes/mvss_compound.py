# ptoc: opt --passes=materialize_valid_shape_symbols
# VALID appears only inside the compound valid_shape dim VALID * 2: no call
# can supply its value, so the kernel is rejected at the parameter.
import pypto.language as pl

Q = pl.dynamic("Q")
BLK = pl.dynamic("BLK")
VALID = pl.dynamic("VALID")


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        sij: pl.Tensor[[Q, BLK], pl.FP32, pl.TensorView(valid_shape=[Q, VALID * 2], layout=pl.TensorLayout.ND)],
        out: pl.Out[pl.Tensor[[Q, BLK], pl.FP32]],
    ) -> pl.Tensor[[Q, BLK], pl.FP32]:
        t = pl.load(sij, [0, 0], [16, 128], target_memory=pl.MemorySpace.Vec)
        return pl.store(t, [0, 0], out)
