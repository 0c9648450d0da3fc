# ptoc: opt --backend 950 --passes=infer_tile_memory_space
# An accumulator seed loaded into Mat or Vec: no tmov writes Acc, and A5's tload does, so
# a load whose every use needs Acc is made in Acc (`only_acc`; `acc_and_store`: the
# store takes Acc too); one that a vector op also reads keeps its space, and its
# matmul_acc is made as the product alone plus the seed added in Vec (`acc_and_vec`).
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def only_acc(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], c: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        x: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)
        y: pl.Tile[[16, 16], pl.FP32] = pl.load(b, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)
        seed: pl.Tile[[16, 16], pl.FP32] = pl.load(c, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)
        r: pl.Tile[[16, 16], pl.FP32] = pl.tile.matmul_acc(seed, x, y)
        s: pl.Tensor[[16, 16], pl.FP32] = pl.store(r, [0, 0], out)
        return s

    @pl.function(type=pl.FunctionType.InCore)
    def acc_and_store(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], c: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]], out2: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        x: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)
        y: pl.Tile[[16, 16], pl.FP32] = pl.load(b, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)
        seed: pl.Tile[[16, 16], pl.FP32] = pl.load(c, [0, 0], [16, 16])
        s2: pl.Tensor[[16, 16], pl.FP32] = pl.store(seed, [0, 0], out2)
        r: pl.Tile[[16, 16], pl.FP32] = pl.tile.matmul_acc(seed, x, y)
        s: pl.Tensor[[16, 16], pl.FP32] = pl.store(r, [0, 0], out)
        return s

    @pl.function(type=pl.FunctionType.InCore)
    def acc_and_vec(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], c: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]], out2: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        x: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)
        y: pl.Tile[[16, 16], pl.FP32] = pl.load(b, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)
        seed: pl.Tile[[16, 16], pl.FP32] = pl.load(c, [0, 0], [16, 16])
        d: pl.Tile[[16, 16], pl.FP32] = pl.tile.add(seed, seed)
        s2: pl.Tensor[[16, 16], pl.FP32] = pl.store(d, [0, 0], out2)
        r: pl.Tile[[16, 16], pl.FP32] = pl.tile.matmul_acc(seed, x, y)
        s: pl.Tensor[[16, 16], pl.FP32] = pl.store(r, [0, 0], out)
        return s
