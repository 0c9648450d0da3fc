# ptoc: opt --backend 910B --passes=init_mem_ref
# reference test_declared_memref.py, test_rejects_binding_a_view_output: a view is its source's
# allocation and cannot be bound to a declared one.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, a: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        t0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        view: pl.Tile[[32, 128], pl.FP32, pl.MemRef("elsewhere"), pl.Mem.Vec] = pl.tile.reshape(t0, [32, 128])
        r: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(view, [0, 0], out)
        return r
