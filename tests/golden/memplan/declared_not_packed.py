# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse
# reference test_declared_memref.py, test_unbound_tiles_never_join_a_declared_alloc: free0 and
# free1 share one buffer, but neither takes `mine`, which dies (m) when free0 is made.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, a: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        m: pl.Tile[[64, 64], pl.FP32, pl.MemRef("mine"), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        free0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(m)
        free1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(free0)
        r: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(free1, [0, 0], out)
        return r
