# tests/ut/codegen/test_pto_codegen.py::test_gm_slot_buffer_regions_do_not_overlap_across_pipes (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class TwoPipeProgram:
    @pl.function(type=pl.FunctionType.AIC)
    def cube(
        self,
        q: pl.Tensor[[16, 16], pl.FP32],
        __gm_pipe_buffer: pl.Out[pl.Tensor[[6144], pl.FP32]],
    ):
        c2v_peer_0 = pl.import_peer_buffer(name="p0_c2v", peer_func="vector")
        v2c_buf_0 = pl.reserve_buffer(name="p0_v2c", size=8192, base=0x1000)
        pl.aic_initialize_pipe(c2v_peer_0, v2c_buf_0, dir_mask=3, slot_size=1024, slot_num=8, id=0)
        c2v_peer_1 = pl.import_peer_buffer(name="p1_c2v", peer_func="vector")
        pl.aic_initialize_pipe(c2v_peer_1, pl.const(0, pl.INT32), dir_mask=1, slot_size=1024, id=1)
        tile = pl.load(q, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)
        pl.tpush_to_aiv(tile, split=0, id=0)
        pl.tpush_to_aiv(tile, split=0, id=1)

    @pl.function(type=pl.FunctionType.AIV)
    def vector(
        self,
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        __gm_pipe_buffer: pl.Out[pl.Tensor[[6144], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        c2v_buf_0 = pl.reserve_buffer(name="p0_c2v", size=8192, base=0x2000)
        v2c_peer_0 = pl.import_peer_buffer(name="p0_v2c", peer_func="cube")
        pl.aiv_initialize_pipe(c2v_buf_0, v2c_peer_0, dir_mask=3, slot_size=1024, slot_num=8, id=0)
        c2v_buf_1 = pl.reserve_buffer(name="p1_c2v", size=8192, base=0x6000)
        pl.aiv_initialize_pipe(c2v_buf_1, pl.const(0, pl.INT32), dir_mask=1, slot_size=1024, id=1)
        t0 = pl.tpop_from_aic(shape=[16, 16], dtype=pl.FP32, split=0, id=0)
        pl.tfree_to_aic(t0, split=0, id=0)
        t1 = pl.tpop_from_aic(shape=[16, 16], dtype=pl.FP32, split=0, id=1)
        pl.tfree_to_aic(t1, split=0, id=1)
        return pl.store(t1, [0, 0], out)
