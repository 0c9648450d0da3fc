# tests/ut/ir/transforms/test_materialize_valid_shape_symbols.py::_kernel_and_caller (hand-written)
import pypto.language as pl

Q = pl.dynamic("Q")
BLK = pl.dynamic("BLK")
VALID = pl.dynamic("VALID")


@pl.function(type=pl.FunctionType.InCore)
def kernel(
    sij: pl.Tensor[
        [Q, BLK],
        pl.FP32,
        pl.TensorView(valid_shape=[Q, VALID], layout=pl.TensorLayout.ND),
    ],
    out: pl.Out[pl.Tensor[[Q, BLK], pl.FP32]],
) -> pl.Tensor[[Q, BLK], pl.FP32]:
    t = pl.load(sij, [0, 0], [16, 128], target_memory=pl.MemorySpace.Vec)
    return pl.store(t, [0, 0], out)


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        sij: pl.Tensor[[Q, BLK], pl.FP32],
        valid_len: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[Q, BLK], pl.FP32]],
    ) -> pl.Tensor[[Q, BLK], pl.FP32]:
        narrowed = pl.slice(sij, [16, 128], [0, 0], valid_shape=[16, valid_len])
        return kernel(narrowed, out)
