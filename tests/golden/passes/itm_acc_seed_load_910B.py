# ptoc: opt --backend 910B --passes=infer_tile_memory_space
# The same kernels on A2/A3, whose tload writes only Vec or Mat and no tmov writes
# Acc: every seed keeps its space, and each matmul_acc is made as its product alone
# (`r_product`, a tile.matmul in Acc) plus the seed, added in Vec (the spec's unfused
# form; a seed in Mat is moved to Vec for the add).
# A tile.create's alloc_tile may be in Acc there: `created` is made in Acc.
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

    @pl.function(type=pl.FunctionType.InCore)
    def created(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        x: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)
        y: pl.Tile[[16, 16], pl.FP32] = pl.load(b, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)
        seed: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
        r: pl.Tile[[16, 16], pl.FP32] = pl.tile.matmul_acc(seed, x, y)
        s: pl.Tensor[[16, 16], pl.FP32] = pl.store(r, [0, 0], out)
        return s
