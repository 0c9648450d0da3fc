# ptoc: compile --backend 910B
# A 1-D tile popped from the Cube side: its slot is one row ([1, 128]), as any
# 1-D tile_buf is.
import pypto.language as pl

@pl.program
class ExpAIV:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0_aiv(out_0: pl.Out[pl.Tensor[[128], pl.FP32]]) -> pl.Tensor[[128], pl.FP32]:
        c2v: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='main_incore_0_c2v_slot_buffer', size=1024, base=-1)
        pl.system.aiv_initialize_pipe(c2v, pl.const(0, pl.INT32), dir_mask=1, slot_size=512, slot_num=2)
        z_vec: pl.Tile[[128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        out_0_store: pl.Tensor[[128], pl.FP32] = pl.tile.store(z_vec, [0], out_0)
        pl.system.tfree_to_aic(z_vec)
        return out_0_store
