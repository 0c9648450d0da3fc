# ptoc: opt --backend 910B --passes=materialize_semantic_aliases,memory_reuse
# The reference's test_init_memref case (a loop carrying a and b, printed after InitMemRef): the
# results a_out, b_out are typed from the yielded values.  b_next takes b's buffer; a_next keeps
# its own, since b_next still reads a after it, and MemoryReuse moves it into a's buffer before
# the yield (a_out is a's carried buffer, not a_next's).
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, input_tensor__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], output__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        init_a__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(input_tensor__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        init_b__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(input_tensor__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        for _i__idx_v0, (a, b) in pl.range(4, init_values=(init_a__ssa_v0, init_b__ssa_v0)):
            a_next__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(a, b)
            b_next__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(b, a)
            a_out, b_out = pl.yield_(a_next__ssa_v0, b_next__ssa_v0)
        result__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)] = pl.tile.store(a_out, [0, 0], output__ssa_v0)
        return result__ssa_v0
