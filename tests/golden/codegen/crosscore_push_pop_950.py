# ptoc: compile --backend 950 --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class CrossCore:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube(a: pl.Tensor[[16, 64], pl.FP16], b: pl.Tensor[[64, 32], pl.FP16]):
        c2v: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="c2v_buf", size=4096, base=0)
        v2c: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name="v2c_buf", peer_func="vec")
        pl.system.aic_initialize_pipe(c2v, v2c, dir_mask=1, slot_size=2048)
        pl.system.aic_initialize_pipe(c2v, v2c, dir_mask=1, slot_size=2048, id=2)
        mem_mat_0: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_mat_1: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_left_0: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_0: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 4096)
        mem_acc_0: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 2048)
        am: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_mat_0, pl.const(0, pl.INT64), 2048), pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 32], pl.FP16, pl.MemRef(mem_mat_1, pl.const(2048, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        al: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_left_0, pl.const(0, pl.INT64), 2048), pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[64, 32], pl.FP16, pl.MemRef(mem_right_0, pl.const(0, pl.INT64), 4096), pl.Mem.Right] = pl.tile.move(bm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_0, pl.const(0, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.matmul(al, br)
        pl.tile.tpush_to_aiv(acc, split=0)
        pl.tile.tpush_to_aiv(acc, split=1, id=2)

    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec(out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        v2c: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="v2c_buf", size=4096, base=8192)
        c2v: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name="c2v_buf", peer_func="cube")
        pl.system.aiv_initialize_pipe(c2v, v2c, dir_mask=1, slot_size=2048, slot_num=4, id=0)
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(t, [0, 0], out)
        pl.system.tfree_to_aic(t)
        return o
