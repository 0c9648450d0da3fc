# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_tensor_slice_on_distributed_tensor_preserves_kind: pl.load from a
# tensor.slice reads the sliced tensor at the slice's offsets plus its own (one tload of
# data), and the slice's own load, which nothing reads then, is not emitted.
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        out: pl.Out[pl.Tensor[[1, 32], pl.FP32]],
        data: pl.InOut[pld.DistributedTensor[[1, 64], pl.FP32]],
    ) -> pl.Tensor[[1, 32], pl.FP32]:
        sub = pl.tensor.slice(data, [1, 32], [0, 0])
        tile = pl.load(sub, [0, 0], [1, 32])
        return pl.store(tile, [0, 0], out)
