# ptoc: compile --backend 910B --emit=orchestration
# tests/ut/ir/transforms/test_verify_hard_syncall_occupancy.py::_mixed_wrong_query_program
import pypto.language as pl

M = 64
K = 64
NN = 64


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def mixed(
        self,
        a: pl.Tensor[[M, K], pl.FP16],
        b: pl.Tensor[[K, NN], pl.FP16],
        bias: pl.Tensor[[M, NN], pl.FP32],
        out: pl.Out[pl.Tensor[[M, NN], pl.FP32]],
    ) -> pl.Tensor[[M, NN], pl.FP32]:
        ta = pl.load(a, [0, 0], [M, K], target_memory=pl.Mem.Mat)
        tb = pl.load(b, [0, 0], [K, NN], target_memory=pl.Mem.Mat)
        tal = pl.move(ta, target_memory=pl.Mem.Left)
        tbl = pl.move(tb, target_memory=pl.Mem.Right)
        tc = pl.matmul(tal, tbl)
        tcv = pl.move(tc, target_memory=pl.Mem.Vec)
        tbias = pl.load(bias, [0, 0], [M, NN])
        tsum = pl.add(tcv, tbias)
        pl.system.syncall(core_type="mix")  # HARD mix barrier
        out = pl.store(tsum, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[M, K], pl.FP16],
        b: pl.Tensor[[K, NN], pl.FP16],
        bias: pl.Tensor[[M, NN], pl.FP32],
        out: pl.Out[pl.Tensor[[M, NN], pl.FP32]],
    ) -> pl.Tensor[[M, NN], pl.FP32]:
        with pl.spmd(pl.system.available_aiv_count(), sync_start=True):
            out = self.mixed(a, b, bias, out)
        return out
