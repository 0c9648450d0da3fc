# ptoc: check --backend 910B
# A Cube/Vector pair written with the reference's pl-level cross-core spellings:
# pl.reserve_buffer without a base (the planner places it), pl.import_peer_buffer,
# pl.aic_initialize_pipe / pl.aiv_initialize_pipe given their consumer buffer by keyword
# (the other direction's is the INT32 constant 0) and pl.tfree_to_aic.  out = exp(a @ b).
import pypto.language as pl


@pl.program
class PipeWrappers:
    @pl.function(type=pl.FunctionType.AIC)
    def cube(self, a: pl.Tensor[[16, 64], pl.FP16], b: pl.Tensor[[64, 32], pl.FP16]):
        buf = pl.import_peer_buffer(name="c2v_slot", peer_func="vec")
        pl.aic_initialize_pipe(dir_mask=1, slot_size=2048, c2v_consumer_buf=buf)
        am: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.load(a, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.load(b, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        al: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.move(bm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.matmul(al, br)
        pl.tpush_to_aiv(acc, split=0)

    @pl.function(type=pl.FunctionType.AIV)
    def vec(self, out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        buf = pl.reserve_buffer(name="c2v_slot", size=4096)
        pl.aiv_initialize_pipe(dir_mask=1, slot_size=2048, c2v_consumer_buf=buf)
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tpop_from_aic(split=0)
        e: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.exp(t)
        pl.tfree_to_aic(t)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.store(e, [0, 0], out)
        return o
