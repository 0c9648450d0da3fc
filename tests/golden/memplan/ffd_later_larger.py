# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# First-fit decreasing, as the reference packs a memory space: the 16 KiB big__ssa_v0, defined
# after the 1 KiB small__ssa_v0 (and sq__ssa_v0, which takes small's buffer in place) has died,
# takes them into its buffer: mem_vec_6 survives, small's mem_vec_4 is dropped.  twice__ssa_v0,
# read together with big__ssa_v0, gets its own; sum__ssa_v0 takes big's in place.  Vec needs
# 32768 bytes, where packing by definition order (a buffer taking only earlier ones) kept 33792.
import pypto.language as pl

@pl.program
class Ffd:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def ffd(a__ssa_v0: pl.Tensor[[16, 16], pl.FP32], b__ssa_v0: pl.Tensor[[64, 64], pl.FP32], c__ssa_v0: pl.Tensor[[16, 16], pl.FP32], d__ssa_v0: pl.Tensor[[64, 64], pl.FP32]):
        small__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        sq__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.mul(small__ssa_v0, small__ssa_v0)
        c__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(sq__ssa_v0, [0, 0], c__ssa_v0)
        big__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        twice__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(big__ssa_v0, 1.0)
        sum__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(twice__ssa_v0, big__ssa_v0)
        d__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(sum__ssa_v0, [0, 0], d__ssa_v0)
