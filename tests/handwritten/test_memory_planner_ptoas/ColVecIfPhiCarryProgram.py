# tests/st/runtime/ops/test_memory_planner_ptoas.py::<module> (hand-written)
import pypto.language as pl

_COLVEC_ROWS = 16
_COLVEC_STEPS = 4


@pl.program
class ColVecIfPhiCarryProgram:
    """Online-softmax-shaped ``[N, 1]`` col-vector loop-carried if-phi.

    Two carries recur through an ``if``/``else`` inside a ``pl.range`` loop:

    - ``s`` (the ``li`` accumulator) is yielded straight from ``pl.mul`` /
      ``pl.add`` — its yield source is the ``[N, 1]`` reshape-back.
    - ``m`` (the ``mi`` running max) is ``m = m_new`` where ``m_new`` is ALSO
      consumed as a ``[1, N]`` intermediate (the ``exp(m - m_new)`` rescale),
      so ``m``'s yield is an SSA bare alias of the reshape-back rather than the
      reshape node itself.

    Under ``memory_planner=PTOAS`` the ``m`` bare-alias must resolve to the
    ``[N, 1]`` view SSA so its branch write-back ``pto.tmov`` gets matching
    src/dst shapes; binding it to the shared ``[1, N]`` op-result handle emits a
    ``[1, N] -> [N, 1]`` tmov that ptoas rejects. This is the regression case
    for that codegen fix; ``s`` is the already-correct control.
    """

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[_COLVEC_ROWS, 1], pl.FP32],
        y: pl.Tensor[[_COLVEC_ROWS, 1], pl.FP32],
        out: pl.Out[pl.Tensor[[_COLVEC_ROWS, 1], pl.FP32]],
        acc: pl.Out[pl.Tensor[[_COLVEC_ROWS, 1], pl.FP32]],
    ) -> pl.Tensor[[_COLVEC_ROWS, 1], pl.FP32]:
        m: pl.Tile[[_COLVEC_ROWS, 1], pl.FP32] = pl.load(x, [0, 0], [_COLVEC_ROWS, 1])
        s: pl.Tile[[_COLVEC_ROWS, 1], pl.FP32] = pl.load(x, [0, 0], [_COLVEC_ROWS, 1])
        for i in pl.range(_COLVEC_STEPS):
            c: pl.Tile[[_COLVEC_ROWS, 1], pl.FP32] = pl.load(y, [0, 0], [_COLVEC_ROWS, 1])
            if i == 0:
                m_new = pl.maximum(m, c)
                alpha = pl.exp(pl.sub(m, m_new))
                s = pl.mul(s, alpha)
                m = m_new
            else:
                m_new = pl.maximum(m, c)
                alpha = pl.exp(pl.sub(m, m_new))
                beta = pl.exp(pl.sub(c, m_new))
                s = pl.add(pl.mul(s, alpha), beta)
                m = m_new
        out = pl.store(m, [0, 0], out)
        acc = pl.store(s, [0, 0], acc)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        x: pl.Tensor[[_COLVEC_ROWS, 1], pl.FP32],
        y: pl.Tensor[[_COLVEC_ROWS, 1], pl.FP32],
        out: pl.Out[pl.Tensor[[_COLVEC_ROWS, 1], pl.FP32]],
        acc: pl.Out[pl.Tensor[[_COLVEC_ROWS, 1], pl.FP32]],
    ) -> pl.Tensor[[_COLVEC_ROWS, 1], pl.FP32]:
        out = self.kernel(x, y, out, acc)
        return out
