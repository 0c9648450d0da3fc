# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# Reference 3.14 pair 1: tile_a @0, tile_b @4096, tile_c takes tile_a's buffer in place.
import pypto.language as pl

@pl.program
class MulProgram:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mul_test(a__ssa_v0: pl.Tensor[[32, 32], pl.FP32], b__ssa_v0: pl.Tensor[[32, 32], pl.FP32], c__ssa_v0: pl.Tensor[[32, 32], pl.FP32]):
        tile_a__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        tile_b__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        tile_c__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.mul(tile_a__ssa_v0, tile_b__ssa_v0)
        t__tmp_v0: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(tile_c__ssa_v0, [0, 0], c__ssa_v0)
