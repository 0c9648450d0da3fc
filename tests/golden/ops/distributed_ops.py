# ptoc: print
# pld/dist and builtin ops: window buffers, collectives, put/get, notify/wait.
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class DistributedOps:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pld_tensor_put(self, dst: pld.DistributedTensor[[8], pl.FP32], peer: pl.Scalar[pl.INT32], src: pld.DistributedTensor[[8], pl.FP32]):
        pld.tensor.put(dst, peer, src, atomic=pl.AtomicType.None_)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pld_tensor_put_2(self, dst__ssa_v0: pld.DistributedTensor[[16, 64], pl.FP16], peer__ssa_v0: pl.Scalar[pl.INT32], src__ssa_v0: pld.DistributedTensor[[16, 64], pl.FP16]):
        pld.tensor.put(dst__ssa_v0, peer__ssa_v0, src__ssa_v0, atomic=pl.AtomicType.None_, chunk_rows=4, chunk_cols=32)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pld_tensor_get(self, dst__ssa_v0: pld.DistributedTensor[[16, 64], pl.FP16], peer__ssa_v0: pl.Scalar[pl.INT32], src__ssa_v0: pld.DistributedTensor[[16, 64], pl.FP16]):
        pld.tensor.get(dst__ssa_v0, peer__ssa_v0, src__ssa_v0)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pld_tensor_get_2(self, dst__ssa_v0: pld.DistributedTensor[[16, 64], pl.FP16], peer__ssa_v0: pl.Scalar[pl.INT32], src__ssa_v0: pld.DistributedTensor[[8, 64], pl.FP16]):
        pld.tensor.get(dst__ssa_v0, peer__ssa_v0, src__ssa_v0, [3, 0], [1, 0], [1, 64])
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pld_tensor_barrier(self, signal__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]]):
        signal__ssa_v1: pld.DistributedTensor[[2, 1], pl.INT32] = pld.tensor.barrier(signal__ssa_v0)
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def pld_tensor_alloc_window_buffer(self):
        buf: pl.Ptr = pld.tensor.alloc_window_buffer(64)
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def pld_tensor_alloc_window_buffer_2(self):
        data_buf: pl.Ptr = pld.tensor.alloc_window_buffer(pl.const(256, pl.INDEX) * pl.const(4, pl.INDEX))
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def pld_tensor_window(self, data_buf: pl.Ptr):
        data: pld.DistributedTensor[[256], pl.FP32] = pld.tensor.window(data_buf, [256], dtype=pl.FP32)
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def pld_tensor_window_2(self, input_buf__ssa_v0: pl.Ptr):
        inp__ssa_v0: pld.DistributedTensor[[8, 64], pl.FP32] = pld.tensor.window(input_buf__ssa_v0, [8, 64], dtype=pl.FP32)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pld_tensor_allreduce(self, data__ssa_v0: pl.InOut[pld.DistributedTensor[[1, 16], pl.FP32]], signal__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]]):
        pld.tensor.allreduce(data__ssa_v0, signal__ssa_v0, op=0, mode='mesh', core_num=1)
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def pld_tensor_allreduce_default_op(self, data: pld.DistributedTensor[[256], pl.FP32], signal: pld.DistributedTensor[[8, 4], pl.INT32]):
        # op defaults to pld.ReduceOp.Sum
        data_1: pld.DistributedTensor[[256], pl.FP32] = pld.tensor.allreduce(data, signal, core_num=4)
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def pld_system_world_size(self):
        n: pl.Scalar[pl.INT64] = pld.system.world_size()
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pld_tensor_broadcast(self, data__ssa_v0: pl.InOut[pld.DistributedTensor[[1, 16], pl.FP32]], signal__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]]):
        data__ssa_v1: pld.DistributedTensor[[1, 16], pl.FP32] = pld.tensor.broadcast(data__ssa_v0, signal__ssa_v0, root=0)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pld_tensor_reduce_scatter(self, target__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 16], pl.FP32]], signal__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]]):
        target__ssa_v1: pld.DistributedTensor[[2, 16], pl.FP32] = pld.tensor.reduce_scatter(target__ssa_v0, signal__ssa_v0, op=0)
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def pld_tensor_reduce_scatter_default_op(self, data: pld.DistributedTensor[[4, 256], pl.FP32], signal: pld.DistributedTensor[[4], pl.INT32]):
        # op defaults to pld.ReduceOp.Sum; the enum spelling is taken too
        data_1: pld.DistributedTensor[[4, 256], pl.FP32] = pld.tensor.reduce_scatter(data, signal)
        data_2: pld.DistributedTensor[[4, 256], pl.FP32] = pld.tensor.reduce_scatter(data_1, signal, op=pld.ReduceOp.Sum)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pld_tensor_all_to_all(self, first__ssa_v0: pl.Tensor[[2, 16], pl.FP32], data__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 16], pl.FP32]], signal__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]]):
        data__ssa_v1: pld.DistributedTensor[[2, 16], pl.FP32] = pld.tensor.all_to_all(first__ssa_v0, data__ssa_v0, signal__ssa_v0)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pld_tensor_allgather(self, inp__ssa_v0: pl.Tensor[[1, 16], pl.FP32], data__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 16], pl.FP32]], signal__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 1], pl.INT32]]):
        result__ssa_v0: pld.DistributedTensor[[2, 16], pl.FP32] = pld.tensor.allgather(inp__ssa_v0, data__ssa_v0, signal__ssa_v0)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pld_system_notify(self, signal: pld.DistributedTensor[[2, 1], pl.INT32], peer: pl.Scalar[pl.INT32], tag: pl.Scalar[pl.INT32]):
        pld.system.notify(signal, peer, [0, 0], tag, op=0)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pld_system_notify_2(self, signal: pld.DistributedTensor[[1, 1], pl.INT32], peer: pl.Scalar[pl.INT32]):
        pld.system.notify(signal, peer, [0, 0], pl.const(1, pl.INT32), op=0)
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def pld_system_defer_wait(self, signal: pld.DistributedTensor[[8], pl.INT32], expected: pl.Scalar[pl.INT64]):
        pld.system.defer_wait(signal, [0], expected, cmp=1)
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def pld_system_defer_wait_2(self, signal: pld.DistributedTensor[[4, 1], pl.INT32], wanted: pl.Scalar[pl.INT32]):
        pld.system.defer_wait(signal, [0, 0], wanted, cmp=1)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pld_system_wait(self, data: pld.DistributedTensor[[4], pl.FP32]):
        pld.system.wait(data, [0], pl.const(1, pl.INT32), cmp=0)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pld_system_wait_2(self, signal: pld.DistributedTensor[[1, 1], pl.INT32]):
        pld.system.wait(signal, [0, 0], pl.const(1, pl.INT32), cmp=1)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pld_system_notify_wait_keywords(self, signal: pld.DistributedTensor[[1, 1], pl.INT32], peer: pl.Scalar[pl.INT32]):
        # operands by keyword; op / cmp spelled as pld.NotifyOp / pld.WaitCmp members
        pld.system.notify(target=signal, peer=peer, offsets=[0, 0], value=1, op=pld.NotifyOp.Set)
        pld.system.notify(target=signal, peer=peer, offsets=[0, 0], value=1, op=pld.NotifyOp.AtomicAdd)
        pld.system.wait(signal=signal, offsets=[0, 0], expected=1, cmp=pld.WaitCmp.Ge)
        pld.system.wait(signal, offsets=[0, 0], expected=1, cmp=pld.WaitCmp.Eq)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pld_tile_put(self, dst__ssa_v0: pl.Out[pld.DistributedTensor[[8], pl.FP32]], peer__ssa_v0: pl.Scalar[pl.INT32], src__ssa_v0: pld.DistributedTensor[[8], pl.FP32], tput_stage: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec]):
        pld.tile.put(dst__ssa_v0, peer__ssa_v0, src__ssa_v0, tput_stage, atomic=pl.AtomicType.None_)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pld_tile_put_2(self, dst__ssa_v0: pl.Out[pld.DistributedTensor[[16, 64], pl.FP16]], peer__ssa_v0: pl.Scalar[pl.INT32], src__ssa_v0: pld.DistributedTensor[[16, 64], pl.FP16], tput_stage_ping__ssa_v0: pl.Tile[[4, 32], pl.FP16, pl.Mem.Vec], tput_stage_pong__ssa_v0: pl.Tile[[4, 32], pl.FP16, pl.Mem.Vec]):
        pld.tile.put(dst__ssa_v0, peer__ssa_v0, src__ssa_v0, tput_stage_ping__ssa_v0, tput_stage_pong__ssa_v0, atomic=pl.AtomicType.None_)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pld_tile_get(self, dst__ssa_v0: pl.Out[pld.DistributedTensor[[16, 64], pl.FP16]], peer__ssa_v0: pl.Scalar[pl.INT32], src__ssa_v0: pld.DistributedTensor[[16, 64], pl.FP16], tget_stage: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec]):
        pld.tile.get(dst__ssa_v0, peer__ssa_v0, src__ssa_v0, tget_stage)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pld_tile_get_2(self, dst__ssa_v0: pl.Out[pld.DistributedTensor[[16, 64], pl.FP16]], peer__ssa_v0: pl.Scalar[pl.INT32], src__ssa_v0: pld.DistributedTensor[[8, 64], pl.FP16], tget_stage: pl.Tile[[1, 64], pl.FP16, pl.Mem.Vec]):
        pld.tile.get(dst__ssa_v0, peer__ssa_v0, src__ssa_v0, tget_stage, [3, 0], [1, 0], [1, 64])
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pld_tile_remote_load(self, data__ssa_v0: pld.DistributedTensor[[16, 64], pl.FP16], peer__ssa_v0: pl.Scalar[pl.INT32]):
        remote__ssa_v0: pl.Tile[[16, 16], pl.FP16] = pld.tile.remote_load(data__ssa_v0, peer__ssa_v0, [0, 0], [16, 16])
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pld_tile_remote_store(self, local__ssa_v0: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec], dst__ssa_v0: pl.Out[pld.DistributedTensor[[1, 8], pl.FP32]], peer__ssa_v0: pl.Scalar[pl.INT32]):
        pld.tile.remote_store(local__ssa_v0, dst__ssa_v0, peer__ssa_v0, [0, 0])
    @pl.function
    def pld_system_get_comm_ctx(self, data: pld.DistributedTensor[[64], pl.FP32]):
        ctx: pld.CommCtxType = pld.system.get_comm_ctx(data)
    @pl.function
    def pld_system_nranks(self, ctx__ssa_v0: pld.CommCtxType):
        t__tmp_v0: pl.Scalar[pl.INT32] = pld.system.nranks(ctx__ssa_v0)
    @pl.function
    def pld_system_rank(self, t__tmp_v0: pld.CommCtxType):
        t__tmp_v1: pl.Scalar[pl.INT32] = pld.system.rank(t__tmp_v0)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def builtin(src: pl.Tensor[[8, 64], pl.FP32], data: pld.DistributedTensor[[8, 64], pl.FP32], signal: pld.DistributedTensor[[8], pl.INT32], signal2: pld.DistributedTensor[[8, 1], pl.INT32], counts: pl.Tensor[[8], pl.INT32]):
        b0: pld.DistributedTensor[[8, 64], pl.FP32] = pl.builtin.tensor.allreduce(data, signal, op=0, dtype=pl.FP32, core_num=4)
        b1: pld.DistributedTensor[[8, 64], pl.FP32] = pl.builtin.tensor.allreduce_ring(data, signal2, op=0, dtype=pl.FP32)
        b2: pld.DistributedTensor[[8], pl.INT32] = pl.builtin.tensor.barrier(signal)
        b3: pld.DistributedTensor[[8, 64], pl.FP32] = pl.builtin.tensor.broadcast(data, signal, root=0, dtype=pl.FP32)
        b4: pld.DistributedTensor[[8, 64], pl.FP32] = pl.builtin.tensor.reduce_scatter(data, signal, op=0, dtype=pl.FP32)
        b5: pld.DistributedTensor[[8, 64], pl.FP32] = pl.builtin.tensor.allgather(src, data, signal, dtype=pl.FP32)
        b6: pld.DistributedTensor[[8, 64], pl.FP32] = pl.builtin.tensor.all_to_all(src, data, signal, dtype=pl.FP32)
        b7: pld.DistributedTensor[[8, 64], pl.FP32] = pl.builtin.tensor.all_to_all_v(src, data, signal, counts, counts, dtype=pl.FP32)
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def remote(src: pl.Tensor[[8, 64], pl.FP32], data: pld.DistributedTensor[[8, 64], pl.FP32], peer: pl.Scalar[pl.INT32]):
        pld.tensor.remote_store(src, data, peer, [0, 0])
