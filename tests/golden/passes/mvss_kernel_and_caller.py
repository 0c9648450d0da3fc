# ptoc: opt --passes=materialize_valid_shape_symbols,materialize_valid_shape_symbols
# The reference's test_materialize_valid_shape_symbols.py: VALID is named only
# by sij's valid_shape, so the kernel cannot bind it; it becomes the kernel's
# leading Scalar[INDEX] parameter and the call passes, first, the matching dim
# of its argument's valid shape: the caller's valid_len.  Q and BLK are
# physical dims of sij, bound already.  Run twice: the second run finds
# nothing left to bind.  A call with arg_directions gains a leading
# pl.adir.scalar.
import pypto.language as pl

Q = pl.dynamic("Q")
BLK = pl.dynamic("BLK")
VALID = pl.dynamic("VALID")


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        sij: pl.Tensor[[Q, BLK], pl.FP32, pl.TensorView(valid_shape=[Q, VALID], layout=pl.TensorLayout.ND)],
        out: pl.Out[pl.Tensor[[Q, BLK], pl.FP32]],
    ) -> pl.Tensor[[Q, BLK], pl.FP32]:
        t = pl.load(sij, [0, 0], [16, 128], target_memory=pl.MemorySpace.Vec)
        return pl.store(t, [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        sij: pl.Tensor[[Q, BLK], pl.FP32],
        valid_len: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[Q, BLK], pl.FP32]],
    ) -> pl.Tensor[[Q, BLK], pl.FP32]:
        narrowed = pl.slice(sij, [16, 128], [0, 0], valid_shape=[16, valid_len])
        return self.kernel(narrowed, out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def directed(
        self,
        sij: pl.Tensor[[Q, BLK], pl.FP32],
        valid_len: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[Q, BLK], pl.FP32]],
    ) -> pl.Tensor[[Q, BLK], pl.FP32]:
        narrowed = pl.slice(sij, [16, 128], [0, 0], valid_shape=[16, valid_len])
        r = self.kernel(narrowed, out, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
        return r
