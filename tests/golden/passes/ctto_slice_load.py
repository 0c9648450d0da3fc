# ptoc: opt --passes=convert_tensor_to_tile_ops
# A load from a tensor.slice of a GM tensor (the reference's
# test_distributed_tensor_polymorphism, the slice of a DistributedTensor in
# `kernel`): the slice lowers to the load of its window, as any slice of a GM
# tensor does, and the load written from it reads the sliced tensor at the
# window's offsets plus its own (the load keeps its shape and target memory);
# the window load, which nothing reads then, is dropped.
# `part`'s window starts at column 32 of a runtime row.
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

    @pl.function(type=pl.FunctionType.InCore)
    def part(
        self,
        x: pl.Tensor[[8, 64], pl.FP32],
        r: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[2, 16], pl.FP32]],
    ) -> pl.Tensor[[2, 16], pl.FP32]:
        sub = pl.tensor.slice(x, [4, 32], [r, 32])
        tile = pl.load(sub, [1, 16], [2, 16])
        return pl.store(tile, [0, 0], out)
