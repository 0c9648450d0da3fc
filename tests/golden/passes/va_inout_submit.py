# ptoc: verify --property=InOutUseValid
# reference case test_auto_derive_task_dependencies Prog_44 before FlattenCallExpr (the reference's Default pipeline
# verifies InOutUseValid on its input and let it through): 'scratch__ssa_v0' is read after
# pl.submit(self.fill, scratch__ssa_v0) took it as Out.  A submit is the reference's Submit node, not a Call, so
# the InOut-use discipline does not kill its arguments (va_inout_call: a plain call does).
# pypto.program: Prog
import pypto.language as pl

@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def consume(x__ssa_v0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def fill(out__ssa_v0: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def main(self, scratch__ssa_v0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.scope():
            tids__ssa_v0: pl.Array[4, pl.TASK_ID] = pl.array.create(4, dtype=pl.TASK_ID)
            for n__idx_v0, (tids__iter_v1,) in pl.parallel(4, init_values=(tids__ssa_v0,)):
                _submit_tmp__ssa_v0: pl.Tuple[pl.Tensor[[64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.fill, scratch__ssa_v0)
                _produced__ssa_v0: pl.Tensor[[64], pl.FP32] = _submit_tmp__ssa_v0[0]
                producer_tid__ssa_v0: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0[1]
                tids__ssa_v3: pl.Array[4, pl.TASK_ID] = pl.array.update_element(tids__iter_v1, n__idx_v0, producer_tid__ssa_v0)
                tids__rv_v2: pl.Array[4, pl.TASK_ID] = pl.yield_(tids__ssa_v3)
            _submit_deps_buf__ssa_v0: pl.Array[4, pl.TASK_ID] = pl.array.create(4, dtype=pl.TASK_ID)
            _submit_deps_buf_1__ssa_v0: pl.Array[4, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf__ssa_v0, 0, pl.array.get_element(tids__rv_v2, 0))
            _submit_deps_buf_2__ssa_v0: pl.Array[4, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_1__ssa_v0, 1, pl.array.get_element(tids__rv_v2, 1))
            _submit_deps_buf_3__ssa_v0: pl.Array[4, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_2__ssa_v0, 2, pl.array.get_element(tids__rv_v2, 2))
            _submit_deps_buf_4__ssa_v0: pl.Array[4, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_3__ssa_v0, 3, pl.array.get_element(tids__rv_v2, 3))
            _submit_tmp_1__ssa_v0: pl.Tuple[pl.Tensor[[64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.consume, scratch__ssa_v0, deps=[_submit_deps_buf_4__ssa_v0])
            out__ssa_v0: pl.Tensor[[64], pl.FP32] = _submit_tmp_1__ssa_v0[0]
            ___ssa_v0: pl.Scalar[pl.TASK_ID] = _submit_tmp_1__ssa_v0[1]
        return out__ssa_v0